import { LIMITS } from '@folio/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import { useGetCaseStudiesQuery } from '../features/case-studies/case-studies-api';
import { useExperiences } from '../features/experience/experience-api';
import { useGetHeroItemsQuery } from '../features/hero/hero-api';
import { useGetPersonasQuery } from '../features/persona/personas-api';
import { useSkills } from '../features/skills/skills-api';
import { api, never, recordRequests, server } from '../test/server';
import { API_REQUEST_FAILED } from './base-query';

function setup() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

const count = (requests: string[], path: string) => requests.filter((request) => request === `GET ${path}`).length;

/** Moves only the clock (Date), so timers, msw and React keep running normally. */
function fakeClock() {
  jest.useFakeTimers({
    doNotFake: [
      'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick',
      'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame',
      'requestIdleCallback', 'cancelIdleCallback',
    ],
  });
  const start = Date.now();
  return (seconds: number) => jest.setSystemTime(start + seconds * 1000);
}

afterEach(() => jest.useRealTimers());

describe('error messages (the spec’s error catalogue)', () => {
  it("reads '<status>: <body>'", async () => {
    server.use(http.get(api('hero-items'), () => new HttpResponse('Database unavailable', { status: 500 })));
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ status: 500, message: '500: Database unavailable', body: 'Database unavailable' });
  });

  it("reads '<status>: <status text>' when the body is empty", async () => {
    server.use(http.get(api('hero-items'), () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ status: 503, message: '503: Service Unavailable' });
  });

  it("says 'API request failed' when no answer arrives", async () => {
    server.use(http.get(api('hero-items'), () => HttpResponse.error()));
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ status: 'FETCH_ERROR', message: API_REQUEST_FAILED });
  });

  it("says 'Failed to fetch personas' for the personas list", async () => {
    server.use(http.get(api('personas'), () => new HttpResponse('nope', { status: 500 })));
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetPersonasQuery(4), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 500, message: 'Failed to fetch personas' });
  });
});

describe('caching (the spec’s cache times)', () => {
  it('sends credentials and never retries a failed call', async () => {
    let calls = 0;
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(api('hero-items'), ({ request }) => {
        calls += 1;
        credentials = request.credentials;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    expect(credentials).toBe('include');
  });

  it('reuses an answer for 60 s, then refetches on the next mount', async () => {
    const requests = recordRequests();
    const { wrapper } = setup();
    const first = renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();

    const second = renderHook(() => useGetHeroItemsQuery(), { wrapper });
    expect(second.result.current.data).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(requests, '/api/hero-items')).toBe(1);
    second.unmount();

    fakeClock()(LIMITS.queryFreshnessSeconds + 1);
    renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await waitFor(() => expect(count(requests, '/api/hero-items')).toBe(2));
  });

  it('keeps the skills list fresh for 5 minutes', async () => {
    const requests = recordRequests();
    const { wrapper } = setup();
    const first = renderHook(() => useSkills(4), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();

    const clock = fakeClock();
    clock(120);
    const second = renderHook(() => useSkills(4), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(requests, '/api/skills?personaId=4')).toBe(1);
    second.unmount();

    clock(301);
    renderHook(() => useSkills(4), { wrapper });
    await waitFor(() => expect(count(requests, '/api/skills?personaId=4')).toBe(2));
  });

  it('drops data nobody uses after 5 minutes', async () => {
    const { store, wrapper } = setup();
    const hook = renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await waitFor(() => expect(hook.result.current.data).toBeDefined());
    jest.useFakeTimers();
    try {
      hook.unmount();
      act(() => jest.advanceTimersByTime((LIMITS.unusedCacheSeconds - 1) * 1000));
      expect(Object.keys(store.getState().api.queries)).toContain('getHeroItems(undefined)');
      act(() => jest.advanceTimersByTime(2000));
      expect(Object.keys(store.getState().api.queries)).not.toContain('getHeroItems(undefined)');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refetches experiences on every mount', async () => {
    const requests = recordRequests();
    const { wrapper } = setup();
    const first = renderHook(() => useExperiences(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    renderHook(() => useExperiences(), { wrapper });
    await waitFor(() => expect(count(requests, '/api/experiences')).toBe(2));
  });

  it('caches case studies per persona id', async () => {
    const requests = recordRequests();
    const { store, wrapper } = setup();
    const hook = renderHook(({ id }) => useGetCaseStudiesQuery(id), { wrapper, initialProps: { id: 4 } });
    await waitFor(() => expect(hook.result.current.data).toBeDefined());
    hook.rerender({ id: 1 });
    await waitFor(() => expect(count(requests, '/api/case-studies?personaId=1')).toBe(1));
    hook.rerender({ id: 4 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(requests, '/api/case-studies?personaId=4')).toBe(1);
    expect(Object.keys(store.getState().api.queries)).toEqual(expect.arrayContaining(['getCaseStudies(4)', 'getCaseStudies(1)']));
  });

  it('sorts case studies ascending by displayOrder', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useGetCaseStudiesQuery(4), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((item) => item.displayOrder)).toEqual([1, 2]);
  });

  it('asks for nothing twice while a call is in flight', async () => {
    const requests = recordRequests();
    server.use(http.get(api('hero-items'), never));
    const { wrapper } = setup();
    renderHook(() => useGetHeroItemsQuery(), { wrapper });
    renderHook(() => useGetHeroItemsQuery(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(requests, '/api/hero-items')).toBe(1);
  });
});
