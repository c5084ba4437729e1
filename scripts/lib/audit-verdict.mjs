// The verdict on one `npm audit --omit=dev --json` run: fail on any high or critical finding; when
// the registry could not answer (this machine's registry refuses audit requests with 405), say
// "NOT RUN" with the reason and pass, unless an audit is required (AUDIT_REQUIRED=1).

/**
 * @param {{ status: number | null; stdout: string; stderr: string; required: boolean }} run
 * @returns {{ ok: boolean; line: string }}
 */
export function auditVerdict({ status, stdout, stderr, required }) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== "object") {
    const reason =
      (typeof report?.message === "string" && report.message) ||
      (typeof report?.error?.summary === "string" && report.error.summary) ||
      stderr
        .split("\n")
        .map((l) => l.replace(/^npm (error|ERR!|warn)\s*/, "").trim())
        .filter((l) => l && !/Unknown user config|complete log/i.test(l))
        .at(0) ||
      `npm audit exited with ${status ?? "a signal"} and no report`;
    return { ok: !required, line: `npm audit: NOT RUN (${reason})${required ? " — AUDIT_REQUIRED=1, failing" : ""}` };
  }
  const n = (k) => Number(counts[k] ?? 0);
  const summary = ["critical", "high", "moderate", "low", "info"].map((k) => `${n(k)} ${k}`).join(", ");
  const blocking = n("critical") + n("high");
  return { ok: blocking === 0, line: `npm audit: ${summary}${blocking ? " — high or critical findings, failing" : ""}` };
}
