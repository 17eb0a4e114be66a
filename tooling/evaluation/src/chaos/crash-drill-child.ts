/**
 * The process a crash drill kills: it runs one message on the drill's agent and, at the boundary it is given (just
 * before or just after a record is made durable), says so on stdout and waits there to be killed with SIGKILL.
 * Usage: crash-drill-child.ts DIRECTORY MESSAGE before|after SEQ
 */
import { startDrillAgent } from './crash-drill.ts';

const [directory, message, when, seq] = process.argv.slice(2);
const { agent, close } = await startDrillAgent(directory!, async (event) => {
  if (event.when !== when || event.record.seq !== Number(seq)) return;
  setInterval(() => {}, 1 << 30); // keeps the process alive, waiting to be killed
  process.stdout.write('boundary reached\n');
  await new Promise(() => {});
});
await agent.send(message!);
await close();
