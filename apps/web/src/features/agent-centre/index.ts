export { AgentSignInPage } from './AgentSignInPage';
export { useAgentSession, clearAgentSession } from './agentSession';
