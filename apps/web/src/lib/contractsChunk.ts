/**
 * The whole of `@lotus/contracts` (its schemas and zod) as one lazily loaded chunk, for `loadContracts()`
 * in ./api. It is a module of its own on purpose: the bundler keeps the first load's named imports of
 * the contracts (paths, constants) apart from this namespace only when the namespace is reached
 * through another module, not by `import('@lotus/contracts')` directly.
 */
export * from '@lotus/contracts';
