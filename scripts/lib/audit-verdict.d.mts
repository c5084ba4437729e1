// Types of audit-verdict.mjs for the TypeScript tests.
export function auditVerdict(run: { status: number | null; stdout: string; stderr: string; required: boolean }): { ok: boolean; line: string };
