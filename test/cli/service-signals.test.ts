/**
 * `framefleet node` takes SIGTERM and SIGINT from its first moment: a signal while it still waits
 * for its broker ends it at once (143 or 130) with its own folder gone, not by the signal's default
 * action, which would leave the folder behind. The same handlers are in place before it prints
 * "node started" (`framefleet serve`: "listening on"), so a supervisor that signals as soon as it
 * reads that line gets a drain. Runs the build (`npm run build` first).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startCli } from '../support/cli.ts';

/** A TCP server that takes connections and never answers: an AMQP handshake to it waits. */
async function silentBroker(): Promise<{ server: Server; url: string; connected: Promise<Socket> }> {
  let connected!: (socket: Socket) => void;
  const connection = new Promise<Socket>((resolve) => (connected = resolve));
  const server = createServer((socket) => connected(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `amqp://guest:guest@127.0.0.1:${port}`, connected: connection };
}

for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
  test(`a node given ${signal} while it waits for its broker exits ${code} at once and leaves no folder`, async () => {
    const broker = await silentBroker();
    const node = startCli(['node', '--amqp', broker.url, '--token', 'a-node-token-no-farm-will-ever-see', '--control-plane', '127.0.0.1:1', '--metrics-port', 'off']);
    try {
      const socket = await Promise.race([broker.connected, node.exited.then((run) => Promise.reject(new Error(`the node ended first: ${JSON.stringify(run)}`)))]);
      node.child.kill(signal);
      // Well inside the broker's connect timeout (5 s): the node did not wait for it.
      const run = await Promise.race([node.exited, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no exit 4 s after ${signal}:\n${node.stderr}`)), 4000))]);
      socket.destroy();
      assert.equal({ code: run.code, signal: run.signal }, { code, signal: null }, run.stderr);
      assert.not.ok(existsSync(join(tmpdir(), `framefleet-node-${node.child.pid}`)), 'its folder is gone');
    } finally {
      node.child.kill('SIGKILL');
      broker.server.close();
    }
  });
}

test.run();
