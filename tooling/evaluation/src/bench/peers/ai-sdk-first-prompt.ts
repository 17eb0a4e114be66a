import { createInterface } from 'node:readline';
import { createAiSdkConversation } from './ai-sdk.ts';

// The smallest AI SDK chat a person could start: the SDK loaded, the booking's model and tools set up, then the
// same banner our parts print just before they wait for input. The start-up benchmark stops its clock there.
const conversation = createAiSdkConversation();
console.log('Type a message, /exit to leave.');
const lines = createInterface({ input: process.stdin });
lines.on('line', async () => console.log((await conversation.send()).answer));
