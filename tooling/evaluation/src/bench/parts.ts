/** The parts a learner runs, by the npm script that starts each and the folder under `parts/`. */
export const BENCH_PARTS = [
  { name: 'Part 1', script: 'part1', dir: 'part1-chat' },
  { name: 'Part 2', script: 'part2', dir: 'part2-tools' },
  { name: 'Part 3', script: 'part3', dir: 'part3-loop' },
] as const;
