/** Where a host that namespaces tools (`SERVER__TOOL`) would have the calendar's own tools. */
const PREFERRED_SERVER = 'calendar';
const SEPARATOR = '__';

/**
 * The tools a request offers, read the way the stand-in knows them: by their own names. A host with two MCP servers
 * that both offer `deleteAppointment` names them `calendar__deleteAppointment` and `other__deleteAppointment`, and
 * the stand-in only knows `deleteAppointment`.
 */
export interface OfferedToolNames {
  /** The names the stand-in may plan with: each offered tool's own name, its server's prefix dropped. */
  readonly known: readonly string[];
  /**
   * The offered name to call for a name the stand-in planned with, or, when servers other than the calendar
   * offer it and none is the only one, every offered name it could mean: the stand-in does not guess.
   */
  resolve(known: string): { name: string } | { candidates: readonly string[] };
  /** An offered name as the stand-in knows it (the name it resolved to), for reading the history back. */
  knownAs(offered: string): string;
}

/**
 * Reads the offered tool names. A name offered as is wins over namespaced ones; among namespaced names, the only
 * one, or else the calendar server's, is the one to call.
 */
export function readOfferedToolNames(offered: readonly string[]): OfferedToolNames {
  const plain = new Set<string>();
  const namespaced = new Map<string, string[]>();
  for (const name of offered) {
    const split = name.indexOf(SEPARATOR);
    const own = split > 0 ? name.slice(split + SEPARATOR.length) : '';
    if (own === '') plain.add(name);
    else namespaced.set(own, [...(namespaced.get(own) ?? []), name]);
  }
  const chosen = new Map<string, string>();
  const ambiguous = new Map<string, readonly string[]>();
  for (const [own, names] of namespaced) {
    if (plain.has(own)) continue;
    const pick = names.length === 1 ? names[0] : names.find((name) => name === `${PREFERRED_SERVER}${SEPARATOR}${own}`);
    if (pick) chosen.set(own, pick);
    else ambiguous.set(own, names);
  }
  const knownByOffered = new Map([...chosen].map(([own, name]) => [name, own]));
  return {
    known: [...plain, ...chosen.keys(), ...ambiguous.keys()],
    resolve: (known) => {
      const candidates = ambiguous.get(known);
      return candidates ? { candidates } : { name: chosen.get(known) ?? known };
    },
    knownAs: (name) => knownByOffered.get(name) ?? name,
  };
}
