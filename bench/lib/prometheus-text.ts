// Prometheus' text exposition format (what prom-client serves at /metrics), read into samples.
// Only the samples are needed here (HELP and TYPE lines are skipped); the only npm parser,
// parse-prometheus-text-format, ships without types and builds whole metric families.

/** One line of the scrape: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;
const ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', n: '\n' };

/**
 * A sample's value. Prometheus reads it with Go's ParseFloat, which takes NaN and Inf in any
 * case; prom-client writes `Nan` (a metric without a figure yet, such as the event loop's delay
 * right after a reset).
 */
function parseValue(text: string): number {
  const word = text.toLowerCase();
  if (word === '+inf' || word === 'inf') return Infinity;
  if (word === '-inf') return -Infinity;
  if (word === 'nan') return NaN;
  const n = Number(text);
  if (text === '' || Number.isNaN(n)) throw new Error(`not a sample value: ${text}`);
  return n;
}

/** Reads `{a="x",b="y"}` at `line[at]`; returns the labels and the index after the brace. */
function parseLabels(line: string, at: number): [Record<string, string>, number] {
  const labels: Record<string, string> = {};
  let i = at + 1;
  for (;;) {
    while (line[i] === ' ' || line[i] === ',') i++;
    if (line[i] === '}') return [labels, i + 1];
    const name = LABEL_NAME.exec(line.slice(i))?.[0];
    if (!name) throw new Error(`bad label name in: ${line}`);
    i += name.length;
    while (line[i] === ' ') i++;
    if (line[i] !== '=' || line[i + 1] !== '"') throw new Error(`bad label in: ${line}`);
    i += 2;
    let value = '';
    while (line[i] !== '"') {
      if (i >= line.length) throw new Error(`unterminated label value in: ${line}`);
      if (line[i] === '\\') {
        const escaped = line[i + 1]!;
        value += ESCAPES[escaped] ?? `\\${escaped}`;
        i += 2;
      } else value += line[i++];
    }
    labels[name] = value;
    i++;
  }
}

/** Every sample of a scrape, in order; a malformed line throws (a bench must not guess). */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const name = NAME.exec(line)?.[0];
    if (!name) throw new Error(`bad metric name in: ${line}`);
    let labels: Record<string, string> = {};
    let i = name.length;
    if (line[i] === '{') [labels, i] = parseLabels(line, i);
    // The value, then an optional timestamp (milliseconds), which is not needed here.
    const [value = ''] = line.slice(i).trim().split(/\s+/);
    samples.push({ name, labels, value: parseValue(value) });
  }
  return samples;
}
