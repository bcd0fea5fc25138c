import { OPS_PATHS } from '@lotus/contracts';
import type { z } from 'zod';
import type { opsBrandSchema } from '@lotus/contracts';
import { formatTable, list } from '../table';
import { defineCommand } from '../types';

type Brand = z.infer<typeof opsBrandSchema>;

export const brandsCommand = defineCommand({
  name: 'brands',
  summary: 'List the brands with their domains and site modes',
  usage: ['brands'],
  async run({ client, print }) {
    const brands = await client.get<Brand[]>(OPS_PATHS.brands);
    print(
      formatTable(brands, [
        { header: 'CODE', value: (b) => b.code },
        { header: 'NAME', value: (b) => b.name },
        { header: 'MAINTENANCE', value: (b) => (b.maintenance ? 'on' : 'off') },
        { header: 'REGION', value: (b) => (b.regionRestriction ? 'on' : 'off') },
        { header: 'DOMAINS', value: (b) => list(b.domains) },
      ]),
    );
  },
});
