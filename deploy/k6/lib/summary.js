/**
 * A short end-of-test summary (requests/s, p50/p95/p99, errors, thresholds) for stdout and a file.
 */

function metric(data, name, stat) {
  const values = data.metrics[name]?.values;
  return values ? values[stat] : undefined;
}

const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

export function summaryText(data, title) {
  const requests = metric(data, 'http_reqs', 'count') ?? 0;
  const failedRate = metric(data, 'http_req_failed', 'rate') ?? 0;
  const failed = metric(data, 'http_req_failed', 'passes') ?? 0;
  const seconds = data.state.testRunDurationMs / 1000;
  const lines = [
    `${title}`,
    `  duration          ${seconds.toFixed(1)} s`,
    `  requests          ${requests} (${(metric(data, 'http_reqs', 'rate') ?? 0).toFixed(1)} requests/s)`,
    `  latency p50       ${ms(metric(data, 'http_req_duration', 'med'))}`,
    `  latency p95       ${ms(metric(data, 'http_req_duration', 'p(95)'))}`,
    `  latency p99       ${ms(metric(data, 'http_req_duration', 'p(99)'))}`,
    `  latency max       ${ms(metric(data, 'http_req_duration', 'max'))}`,
    `  errors            ${failed} (${(failedRate * 100).toFixed(2)} % of requests)`,
    `  checks passed     ${((metric(data, 'checks', 'rate') ?? 0) * 100).toFixed(2)} %`,
    `  dropped iters     ${metric(data, 'dropped_iterations', 'count') ?? 0}`,
    '  thresholds',
  ];
  for (const [name, entry] of Object.entries(data.metrics)) {
    for (const [expression, result] of Object.entries(entry.thresholds ?? {})) {
      lines.push(`    ${result.ok ? 'ok  ' : 'FAIL'} ${name}: ${expression}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function thresholdsPassed(data) {
  return Object.values(data.metrics).every((entry) =>
    Object.values(entry.thresholds ?? {}).every((t) => t.ok),
  );
}
