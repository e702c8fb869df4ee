import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

// The unit tests run in Node: a window with timers and, where the test says so, requestIdleCallback.
function fakeWindow(withIdleCallback: boolean) {
  const idle: (() => void)[] = [];
  const win = {
    setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    ...(withIdleCallback && {
      requestIdleCallback: (task: () => void) => idle.push(task),
      cancelIdleCallback: (id: number) => idle.splice(id - 1, 1, () => {}),
    }),
  };
  vi.stubGlobal('window', win);
  return { runIdle: () => idle.splice(0).forEach((task) => task()) };
}

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('with `after`, starts looking for a quiet moment only once that time has passed', () => {
    const { runIdle } = fakeWindow(true);
    const task = vi.fn();
    whenIdle(task, { after: 5_000 });
    runIdle();
    vi.advanceTimersByTime(4_999);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancels before and after the wait', () => {
    const { runIdle } = fakeWindow(true);
    const early = vi.fn();
    whenIdle(early, { after: 1_000 })();
    vi.advanceTimersByTime(1_000);
    runIdle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = whenIdle(late, { after: 1_000 });
    vi.advanceTimersByTime(1_000);
    cancel();
    runIdle();
    expect(late).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), runs shortly after the wait', () => {
    fakeWindow(false);
    const task = vi.fn();
    whenIdle(task, { after: 2_000 });
    vi.advanceTimersByTime(2_299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
