export { HelpCentrePage } from './HelpCentrePage';
export { FeedbackForm } from './FeedbackForm';
export { useHelpCentre, searchArticles } from './api';
