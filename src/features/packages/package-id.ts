// The package id in a route (/PACKAGE/{id}): a small positive integer, anything else is unknown.
export function parsePackageId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}
