import Koa from 'koa';
import request from 'supertest';
import { busy, conflict, type DomainError, forbidden, invalidInput, notFound, notSignedIn, tooMany, tooManyAttempts } from '../domain-error.js';
import { errorHandler } from './error-handler.js';
import type { AppState } from './state.js';

/** An app whose one route throws the error given. */
const failingWith = (error: unknown) => {
  const app = new Koa<AppState>();
  app.use(errorHandler());
  app.use(() => {
    throw error;
  });
  return app.callback();
};

describe('the error mapper: each domain error becomes its answer', () => {
  it.each<[string, DomainError, number]>([
    ['invalid input', invalidInput({ name: 'Name is required' }), 400],
    ['not signed in', notSignedIn(), 401],
    ['forbidden', forbidden('Not yours'), 403],
    ['not found', notFound('Company'), 404],
    ['a conflict', conflict('Slug is already in use', { slug: 'Slug is already in use' }), 409],
    ['too many attempts', tooManyAttempts(90), 429],
    ['busy', busy('Busy signing in', 3), 503],
  ])('%s', async (_name, error, status) => {
    const answer = await request(failingWith(error)).get('/');

    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
  });

  it('says when to try again, in whole seconds of at least one', async () => {
    expect((await request(failingWith(tooManyAttempts(90))).get('/')).headers['retry-after']).toBe('90');
    expect((await request(failingWith(tooMany('Slow down', 0.2))).get('/')).headers['retry-after']).toBe('1');
    expect((await request(failingWith(busy('Busy', 2.5))).get('/')).headers['retry-after']).toBe('3');
    expect((await request(failingWith(notFound())).get('/')).headers['retry-after']).toBeUndefined();
  });

  it("puts a conflict's details beside its message", async () => {
    const answer = await request(failingWith(conflict('The image is in use', undefined, { usedBy: [{ kind: 'companies', id: 1 }] }))).get('/');

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'The image is in use', usedBy: [{ kind: 'companies', id: 1 }] });
  });
});
