// The promotions feature's public face for lazily loaded code (other features' pages import it from
// '@/features/promotions/lazy'): it lands in their chunks, never in the site's first load.
export { WageringChip } from './WageringChip';
