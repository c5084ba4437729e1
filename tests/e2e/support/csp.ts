// The directives of a Content-Security-Policy header, by lower-case name.
export function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name?.toLowerCase() ?? "", values]),
  );
}
