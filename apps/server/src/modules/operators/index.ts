import { defineModule } from '../../moduleKit';
import { registerOperatorRoutes } from './routes';
import { seedDemoOperatorsIfEmpty } from '../../db/seed/demoOperators';
import { loginCommand, logoutCommand, whoamiCommand } from '../../cli/commands/login';
import { operatorCommand } from '../../cli/commands/operator';

/** Operators: sign-in, two-factor, roles, and the operator API's door (`ctx.ops`). */
export default defineModule({
  name: 'operators',
  opsRoutes: [registerOperatorRoutes],
  publishes: ['signIn.failed'],
  seed: [
    // The demo owner (README's password, no two-factor) is for demos: a production site creates its operators
    // with `npm run ops -- operator create` and the operator key.
    (db, config) => (config.production ? Promise.resolve() : seedDemoOperatorsIfEmpty(db)),
  ],
  commands: [loginCommand, logoutCommand, whoamiCommand, operatorCommand],
});
