import * as standIn from '@scheduling-agent/offline-model';
import * as part3 from '@scheduling-agent/part3-loop';
import * as part4 from '@scheduling-agent/part4-native-tools';
import { describe, expect, it } from 'vitest';

// The stand-in may not import a part, so it keeps its own copy of the two strings that start the messages it reads.
describe('the protocol strings the agent writes and the stand-in reads', () => {
  it('are the same in Part 3 and in the offline stand-in', () => {
    expect(standIn.TOOL_RESULTS_PREFIX).toBe(part3.TOOL_RESULTS_PREFIX);
    expect(standIn.INVALID_REPLY_PREFIX).toBe(part3.INVALID_REPLY_PREFIX);
  });

  it("are the same in Part 4, whose feedback the native stand-in reads in Part 3's terms", () => {
    expect(standIn.INVALID_REPLY_PREFIX).toBe(part4.INVALID_REPLY_PREFIX);
  });
});
