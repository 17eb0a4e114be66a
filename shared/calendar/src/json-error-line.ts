/** Whether parsing the first `length` characters fails on something inside them, rather than at the cut. */
function failsBefore(text: string, length: number): boolean {
  try {
    JSON.parse(text.slice(0, length));
    return false;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message.includes('end of JSON input')) return false;
    const position = /position (\d+)/.exec(message)?.[1];
    return position === undefined || Number(position) < length;
  }
}

/**
 * The 1-based line on which `JSON.parse(text)` fails, given the error it threw. Uses the position in the message
 * when there is one; some Node versions only quote the text around the bad token, so then it finds the shortest
 * prefix that fails before its end, by bisection.
 */
export function jsonErrorLine(text: string, error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+)/.exec(message)?.[1];
  if (line !== undefined) return Number(line);
  const position = /position (\d+)/.exec(message)?.[1];
  let offset = position === undefined ? -1 : Number(position);
  if (offset < 0) {
    let low = 1;
    let high = text.length;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (failsBefore(text, middle)) high = middle;
      else low = middle + 1;
    }
    offset = low - 1;
  }
  return text.slice(0, offset).split('\n').length;
}
