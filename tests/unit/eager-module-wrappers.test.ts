// The build's CommonJS wrappers (scripts/eager-module-wrappers.ts): a real Rolldown build, minified
// as the app's is, writes each wrapper as a parenthesized function expression, and the bundle still
// runs its CommonJS modules as before (exports, `module.exports`, a module required twice).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { rolldown } from "rolldown";
import { afterAll, describe, expect, it } from "vitest";
import { eagerModuleWrappers, eagerWrappers } from "../../scripts/eager-module-wrappers.ts";

const dir = mkdtempSync(path.join(tmpdir(), "eager-wrappers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function build(withPlugin: boolean): Promise<string> {
  writeFileSync(path.join(dir, "counter.cjs"), "let n = 0; exports.next = function () { return ++n; };\n");
  writeFileSync(path.join(dir, "shape.cjs"), "module.exports = { kind: 'shape', next: require('./counter.cjs').next };\n");
  writeFileSync(
    path.join(dir, "entry.js"),
    "import shape from './shape.cjs';\nimport { next } from './counter.cjs';\nexport const result = [shape.kind, shape.next(), next(), shape.next()].join(',');\n",
  );
  const bundle = await rolldown({ input: path.join(dir, "entry.js"), plugins: withPlugin ? [eagerModuleWrappers()] : [] });
  const { output } = await bundle.generate({ format: "es", minify: true, sourcemapIgnoreList: false });
  await bundle.close();
  return output[0].code;
}

/** What the bundle exports as `result`, run by Node in a process of its own. */
function run(code: string): string {
  const file = path.join(dir, `out-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  const child = spawnSync(
    process.execPath,
    ["-e", `import(${JSON.stringify(pathToFileURL(file).href)}).then((m) => console.log(m.result))`],
    {
      encoding: "utf8",
    },
  );
  return child.stdout.trim() || child.stderr;
}

describe("the CommonJS module wrappers of a build", () => {
  it("are function expressions in parentheses, and the modules run as they did", async () => {
    const plain = await build(false);
    const eager = await build(true);
    // Without the plugin, Rolldown's wrappers are arrows; with it, none is left.
    expect(plain).toMatch(/\(\(\([\w$,]*\)=>\{|\(\([\w$]+=>\{/);
    expect(eager).not.toMatch(/\(\(\([\w$,]*\)=>\{|\(\([\w$]+=>\{/);
    expect(eager.match(/\(\(function\([\w$,]*\)\{/g)).toHaveLength(2);
    expect(run(eager)).toBe("shape,1,2,3");
    expect(run(plain)).toBe("shape,1,2,3");
  });

  it("rewrites only Rolldown's wrapper, whatever its parameters", () => {
    expect(eagerWrappers("var a = __commonJSMin(((exports, module) => {\n")).toBe("var a = __commonJSMin((function(exports, module) {\n");
    expect(eagerWrappers("var b = __commonJSMin(((exports) => {\n")).toBe("var b = __commonJSMin((function(exports) {\n");
    expect(eagerWrappers("var c = __commonJSMin((() => {\n")).toBe("var c = __commonJSMin((function() {\n");
    const other = "const f = ((exports, module) => {\n";
    expect(eagerWrappers(other)).toBe(other);
  });
});
