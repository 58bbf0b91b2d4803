// A feature's narrow port: the few methods of its repository that other features may call, and
// nothing else, so the feature's SQL stays behind them (ADR 73). The port is named by its type,
// a `Pick` of the repository; this hands over exactly the methods that type names.

/** The named methods of a repository, as a port. Repository methods are closures: no `this`. */
export function portOf<R, K extends keyof R>(repository: R, methods: readonly K[]): Pick<R, K> {
  return Object.fromEntries(methods.map((method) => [method, repository[method]])) as Pick<R, K>;
}
