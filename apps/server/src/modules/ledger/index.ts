import { defineModule } from '../../moduleKit';

/** The double-entry ledger every money movement posts to (docs/LEDGER.md). */
export default defineModule({
  name: 'ledger',
});
