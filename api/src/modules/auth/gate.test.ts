import { createGate, createKeyedGates, GateTimeout } from './gate.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('gates', () => {
  it('runs at most `limit` at once, the rest in order of arrival', async () => {
    const gate = createGate(2, 5_000);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await later(10);
          order.push(index);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('gives up on a wait longer than allowed with the seconds to come back after, and frees its place', async () => {
    const gate = createGate(1, 30);
    const first = gate.run(() => later(100));
    const second = gate.run(async () => 'never');
    await expect(second).rejects.toEqual(new GateTimeout(1));
    await expect(second).rejects.toBeInstanceOf(GateTimeout);
    await first;
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });

  it('keeps one gate per key, and none once nobody holds or waits', async () => {
    const gates = createKeyedGates(1, 5_000);
    let together = 0;
    let most = 0;
    const work = async () => {
      together += 1;
      most = Math.max(most, together);
      await later(5);
      together -= 1;
    };
    await Promise.all([gates.run('a', work), gates.run('a', work), gates.run('b', later.bind(null, 5))]);
    expect(most).toBe(1);
    expect(gates.size).toBe(0);
  });
});
