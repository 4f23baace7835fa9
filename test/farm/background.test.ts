/**
 * Background work yields to rendering: a render node's background processes (media analyses'
 * decoders) are stopped while any render slot is held and continued when none is, run on once
 * their pause budget is spent, and still end when their job is aborted while stopped. Checked on
 * real processes by their state in /proc.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BackgroundProcesses } from '../../render-node/background.ts';
import { RenderSlots } from '../../render-node/render-slot.ts';

const test = suite('farm: background work yields to rendering');

/** The process's scheduling state: 'T' stopped, 'S' sleeping, 'R' running, null once it is gone. */
function state(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!;
  } catch {
    return null;
  }
}

async function until(condition: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const stopped = (pid: number) => state(pid) === 't' || state(pid) === 'T';
const running = (pid: number) => { const s = state(pid); return s === 'S' || s === 'R'; };

test('the slots announce when they become busy and idle, not when a slot passes straight to a waiter', async () => {
  const slots = new RenderSlots(1);
  const seen: boolean[] = [];
  const stop = slots.onBusyChange((busy) => seen.push(busy));
  await slots.acquire();
  const second = slots.acquire();
  slots.release(); // handed to the waiter
  await second;
  slots.release();
  stop();
  await slots.acquire();
  slots.release();
  assert.equal(seen, [true, false]);
});

test('a process is stopped while a render slot is held and continued when none is', async () => {
  const slots = new RenderSlots(2);
  const background = new BackgroundProcesses(slots);
  const child = background.spawn('sleep', ['30'], { stdio: 'ignore' });
  const pid = child.pid!;
  try {
    await until(() => running(pid), 'the process runs while the node does not render');
    await slots.acquire();
    await until(() => stopped(pid), 'stopped when a scene takes a slot');
    assert.is(background.stopped, 1);
    await slots.acquire();
    slots.release();
    await new Promise((r) => setTimeout(r, 50));
    assert.ok(stopped(pid), 'still stopped while one slot is held');
    slots.release();
    await until(() => running(pid), 'continued when the last slot is given back');
    assert.is(background.stopped, 0);
  } finally {
    child.kill('SIGKILL');
  }
});

test('a process started while the node renders starts stopped, and an abort still ends it', async () => {
  const slots = new RenderSlots(1);
  const background = new BackgroundProcesses(slots);
  await slots.acquire();
  const controller = new AbortController();
  const child = background.spawn('sleep', ['30'], { stdio: 'ignore', signal: controller.signal });
  child.on('error', () => {}); // the abort is reported as an error event
  const pid = child.pid!;
  const exit = new Promise<string | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  try {
    await until(() => stopped(pid), 'stopped from the start');
    controller.abort();
    assert.is(await exit, 'SIGTERM');
    assert.is(background.stopped, 0);
  } finally {
    child.kill('SIGKILL');
    slots.release();
  }
});

test('a process runs on once it has been stopped for its whole pause budget', async () => {
  const slots = new RenderSlots(1);
  const background = new BackgroundProcesses(slots, 150);
  await slots.acquire();
  const child = background.spawn('sleep', ['30'], { stdio: 'ignore' });
  const pid = child.pid!;
  try {
    await until(() => stopped(pid), 'stopped while the node renders');
    await until(() => running(pid), 'running again once the budget is spent');
    slots.release();
    await slots.acquire();
    await new Promise((r) => setTimeout(r, 50));
    assert.ok(running(pid), 'not stopped again');
  } finally {
    child.kill('SIGKILL');
    slots.release();
  }
});

test.run();
