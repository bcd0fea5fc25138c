import { defineModule } from '../../moduleKit';
import { registerAccountRoutes } from './routes';
import { seedDemoAccountsIfEmpty } from '../../db/seed/demoAccounts';

/** Members: registration, sign-in, sessions, profile, passwords. */
export default defineModule({
  name: 'accounts',
  routes: [registerAccountRoutes],
  seed: [(db) => seedDemoAccountsIfEmpty(db)],
  publishes: ['member.registered', 'signIn.failed'],
});
