import type { Interval } from './confidence.ts';

const WIDTH = 640;
const HEIGHT = 400;
const MARGIN = { left: 56, right: 24, top: 48, bottom: 64 };

// #region chart
/**
 * The pass^k curve as a self-contained SVG (no script, no font or file from elsewhere): measured pass^k for each k
 * with its 95 % interval, and, dashed, (pass@1)^k: what it would be if every task passed with the same chance. A
 * curve that stays high while the dashed one falls is an agent whose failures are the same tasks every time.
 */
export function passHatKChart(curve: readonly (Interval & { readonly k: number })[], title: string): string {
  const last = Math.max(2, curve.length);
  const x = (k: number) => MARGIN.left + ((k - 1) / (last - 1)) * (WIDTH - MARGIN.left - MARGIN.right);
  const y = (share: number) => MARGIN.top + (1 - share) * (HEIGHT - MARGIN.top - MARGIN.bottom);
  const passAt1 = curve[0]?.estimate ?? 0;
  const grid = [0, 0.25, 0.5, 0.75, 1].map(
    (share) =>
      `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(share)}" y2="${y(share)}" stroke="#ddd"/>` +
      `<text x="${MARGIN.left - 8}" y="${y(share) + 4}" text-anchor="end">${share * 100} %</text>`,
  );
  const ticks = curve.map(
    ({ k }) => `<text x="${x(k)}" y="${HEIGHT - MARGIN.bottom + 20}" text-anchor="middle">${k}</text>`,
  );
  const bars = curve.map(
    ({ k, low, high }) =>
      `<line x1="${x(k)}" x2="${x(k)}" y1="${y(low)}" y2="${y(high)}" stroke="#1f77b4" stroke-width="2" opacity="0.4"/>`,
  );
  const measured = curve.map(({ k, estimate }) => `${x(k)},${y(estimate)}`).join(' ');
  const independent = curve.map(({ k }) => `${x(k)},${y(passAt1 ** k)}`).join(' ');
  const dots = curve.map(
    ({ k, estimate }) =>
      `<circle cx="${x(k)}" cy="${y(estimate)}" r="4" fill="#1f77b4"><title>pass^${k} = ${estimate.toFixed(3)}</title></circle>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${WIDTH / 2}" y="24" text-anchor="middle" font-size="15">${escapeXml(title)}</text>
${[...grid, ...ticks].join('\n')}
<text x="${WIDTH / 2}" y="${HEIGHT - 24}" text-anchor="middle">k (tries that must all pass)</text>
<polyline points="${independent}" fill="none" stroke="#999" stroke-width="2" stroke-dasharray="6 4"/>
${bars.join('\n')}
<polyline points="${measured}" fill="none" stroke="#1f77b4" stroke-width="2"/>
${dots.join('\n')}
<text x="${WIDTH - MARGIN.right}" y="${MARGIN.top - 10}" text-anchor="end"><tspan fill="#1f77b4">— pass^k measured (bars: 95 % interval)</tspan>  <tspan fill="#777">- - (pass@1)^k</tspan></text>
</svg>
`;
}
// #endregion chart

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
