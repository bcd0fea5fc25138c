export { JoinPage, AGENT_SIGN_IN_ROUTE } from './JoinPage';
