// A program that waits at a prompt until its input ends: what a part does when a test stops typing to it.
import { createInterface } from 'node:readline';

const lines = createInterface({ input: process.stdin, output: process.stdout });
lines.setPrompt('ready> ');
lines.prompt();
lines.on('line', () => lines.prompt());
