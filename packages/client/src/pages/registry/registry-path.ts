/** The registry pages' addresses: a scope is its parts joined by `/`, a value adds its key. */
export const scopePath = (scope: readonly string[]) =>
  `/secure/registry/keys/system/${scope.map(encodeURIComponent).join('/')}`;

export const valuePath = (scope: readonly string[], key: string) =>
  `/secure/registry/value/system/${[...scope, key].map(encodeURIComponent).join('/')}`;

/** The parts of a `{path*}` route parameter. */
export function pathParts(path: string | undefined): string[] {
  return (path ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
}
