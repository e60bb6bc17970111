import { percentSent, uploadEnded, uploadProgressed, uploadProgressSlice, uploadStarted, type UploadsState } from './upload-progress-slice';

const reduce = (state: UploadsState, ...actions: Parameters<typeof uploadProgressSlice.reducer>[1][]) =>
  actions.reduce((next, action) => uploadProgressSlice.reducer(next, action), state);

describe('the uploads slice', () => {
  it('follows each upload by its id from start to end', () => {
    let state = reduce({}, uploadStarted({ id: 'a', total: 2000 }), uploadStarted({ id: 'b', total: 10 }));
    expect(percentSent(state.a)).toBe(0);
    state = reduce(state, uploadProgressed({ id: 'a', loaded: 1000, total: 2200 }));
    expect(state.a).toEqual({ loaded: 1000, total: 2200 });
    expect(percentSent(state.a)).toBe(45);
    expect(state.b).toEqual({ loaded: 0, total: 10 });
    state = reduce(state, uploadEnded('a'));
    expect(state).toEqual({ b: { loaded: 0, total: 10 } });
  });

  it('ignores progress of an upload that has ended', () => {
    expect(reduce({}, uploadProgressed({ id: 'gone', loaded: 1, total: 2 }))).toEqual({});
  });

  it('reads 0 % while the size is unknown and never more than 100 %', () => {
    expect(percentSent(undefined)).toBe(0);
    expect(percentSent({ loaded: 5, total: 0 })).toBe(0);
    expect(percentSent({ loaded: 12, total: 10 })).toBe(100);
  });
});
