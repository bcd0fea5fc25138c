import { defineModule } from '../../moduleKit';
import { registerFeedbackRoutes } from './routes';
import { registerFeedbackOpsRoutes } from './opsRoutes';
import { feedbackCommand } from '../../cli/commands/feedback';

/** Members' feedback and the operators' answers. */
export default defineModule({
  name: 'feedback',
  routes: [registerFeedbackRoutes],
  opsRoutes: [registerFeedbackOpsRoutes],
  commands: [feedbackCommand],
});
