// The agent centre's second public entry (docs/ARCHITECTURE.md "Boundaries"): what other features' lazy
// chunks use, never part of the site's first load.
/** The member site's contract requests (accept or reject what the upline offered). */
export { ContractRequests } from './contracts/ContractRequests';
