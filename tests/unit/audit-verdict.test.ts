import { describe, expect, it } from "vitest";
import { auditVerdict } from "../../scripts/lib/audit-verdict.mjs";

const report = (v: Record<string, number>) => JSON.stringify({ metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...v } } });
const refused = JSON.stringify({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405 });

describe("npm audit verdict", () => {
  it("passes a clean report and one with only low or moderate findings", () => {
    expect(auditVerdict({ status: 0, stdout: report({}), stderr: "", required: false })).toEqual({ ok: true, line: "npm audit: 0 critical, 0 high, 0 moderate, 0 low, 0 info" });
    expect(auditVerdict({ status: 1, stdout: report({ moderate: 2, low: 1 }), stderr: "", required: true }).ok).toBe(true);
  });

  it("fails on any high or critical finding, required or not", () => {
    for (const v of [{ high: 1 }, { critical: 1 }] as Record<string, number>[]) {
      const verdict = auditVerdict({ status: 1, stdout: report(v), stderr: "", required: false });
      expect(verdict.ok).toBe(false);
      expect(verdict.line).toMatch(/failing$/);
    }
  });

  it("a registry that refuses the audit: NOT RUN with the reason, passing unless required", () => {
    const run = { status: 1, stdout: refused, stderr: "npm error audit endpoint returned an error" };
    expect(auditVerdict({ ...run, required: false })).toEqual({
      ok: true,
      line: "npm audit: NOT RUN (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)",
    });
    expect(auditVerdict({ ...run, required: true }).ok).toBe(false);
    // No JSON at all (npm missing, network down): the first useful line of its error output.
    expect(auditVerdict({ status: 1, stdout: "", stderr: "npm warn Unknown user config \"nodedir\".\nnpm error code ENOTFOUND\n", required: false }).line).toBe(
      "npm audit: NOT RUN (code ENOTFOUND)",
    );
  });
});
