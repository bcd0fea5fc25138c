export { Shell, type ShellProps } from './Shell';
export { ShellSkeleton } from './ShellSkeleton';
