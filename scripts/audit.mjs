// `npm audit --omit=dev`, a step of `npm test` after lint: fails on any high or critical finding in
// the dependencies the storefront ships. A registry that cannot answer audit requests (this
// machine's answers 405) prints "npm audit: NOT RUN (<reason>)" and passes, unless AUDIT_REQUIRED=1.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { auditVerdict } from "./lib/audit-verdict.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Under `npm test` npm names its own entry point; alone, the npm on PATH.
const npmCli = process.env.npm_execpath;
const [command, args] = npmCli && /\.c?js$/.test(npmCli) ? [process.execPath, [npmCli]] : [process.platform === "win32" ? "npm.cmd" : "npm", []];
const run = spawnSync(command, [...args, "audit", "--omit=dev", "--json"], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
const verdict = auditVerdict({
  status: run.status,
  stdout: run.stdout ?? "",
  stderr: run.error ? String(run.error.message) : (run.stderr ?? ""),
  required: process.env.AUDIT_REQUIRED === "1",
});
console.log(verdict.line);
process.exitCode = verdict.ok ? 0 : 1;
