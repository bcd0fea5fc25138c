import { z } from 'zod';
import { menuSchema, permissionSchema, systemStatusSchema } from './system';

/**
 * The brand's boot data, inlined by the server into the index.html it serves as
 * `<script type="application/json" id="lotus-boot">` (BOOT_ELEMENT_ID): the answers of the status,
 * permission and menu calls for that request, so the shell paints without waiting for them.
 */
export const bootDataSchema = z.object({
  systemStatus: systemStatusSchema,
  permission: permissionSchema,
  menu: menuSchema,
});
export type BootData = z.infer<typeof bootDataSchema>;
