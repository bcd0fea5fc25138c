import {
  OPS_MEMBER_PATHS,
  OPS_RG_PATHS,
  historySchema,
  opsAdjustmentPageSchema,
  opsAdjustmentSchema,
  opsMemberLabelsSchema,
  opsMemberNoteSchema,
  opsMemberPageSchema,
  opsMemberPasswordSchema,
  opsMemberProfileSchema,
  opsMemberSessionsSchema,
  opsMemberStatusSchema,
  opsRgMemberSchema,
  opsStatementPageSchema,
  type AdjustmentStatus,
  type MemberSearchKey,
  type OpsAdjustmentBody,
} from '@lotus/contracts';
import { z } from 'zod';
import { opsValue } from '../api';

const at = (path: string, id: number) => path.replace(':id', String(id));

export interface MemberSearch {
  q: string;
  by: MemberSearchKey;
  brand?: string;
  pageNo: number;
}
export interface StatementFilter {
  from?: string;
  to?: string;
  type?: string;
  pageNo: number;
}
export interface BetsFilter {
  datePreset: string;
  pageNo: number;
}

/** The members area's calls of the operator API (OPS_MEMBER_PATHS, and the responsible-gaming read). */
export const membersApi = {
  search: (s: MemberSearch) =>
    opsValue(OPS_MEMBER_PATHS.members, {
      query: { q: s.q, by: s.by, brand: s.brand || undefined, pageNo: s.pageNo, pageSize: 20 },
      schema: opsMemberPageSchema,
    }),
  profile: (id: number) => opsValue(at(OPS_MEMBER_PATHS.member, id), { schema: opsMemberProfileSchema }),
  statement: (id: number, f: StatementFilter) =>
    opsValue(at(OPS_MEMBER_PATHS.statement, id), {
      query: {
        from: f.from || undefined,
        to: f.to || undefined,
        type: f.type || undefined,
        pageNo: f.pageNo,
        pageSize: 50,
      },
      schema: opsStatementPageSchema,
    }),
  bets: (id: number, f: BetsFilter, language: string) =>
    opsValue(at(OPS_MEMBER_PATHS.bets, id), {
      query: { datePreset: f.datePreset, pageNo: f.pageNo, pageSize: 20, language },
      schema: historySchema,
    }),
  sessions: (id: number, pageNo: number) =>
    opsValue(at(OPS_MEMBER_PATHS.sessions, id), { query: { pageNo, pageSize: 20 }, schema: opsMemberSessionsSchema }),
  notes: (id: number) => opsValue(at(OPS_MEMBER_PATHS.notes, id), { schema: z.array(opsMemberNoteSchema) }),
  addNote: (id: number, text: string) =>
    opsValue(at(OPS_MEMBER_PATHS.notes, id), { method: 'POST', body: { text }, schema: opsMemberNoteSchema }),
  labels: (id: number, change: { add?: string[]; remove?: string[] }) =>
    opsValue(at(OPS_MEMBER_PATHS.labels, id), { method: 'POST', body: change, schema: opsMemberLabelsSchema }),
  lock: (id: number, reason: string) =>
    opsValue(at(OPS_MEMBER_PATHS.lock, id), { method: 'POST', body: { reason }, schema: opsMemberStatusSchema }),
  unlock: (id: number) =>
    opsValue(at(OPS_MEMBER_PATHS.unlock, id), { method: 'POST', body: {}, schema: opsMemberStatusSchema }),
  resetPassword: (id: number, deliver: 'show' | 'sms' | 'email') =>
    opsValue(at(OPS_MEMBER_PATHS.password, id), { method: 'POST', body: { deliver }, schema: opsMemberPasswordSchema }),
  rg: (username: string, brand: string) =>
    opsValue(OPS_RG_PATHS.member.replace(':username', encodeURIComponent(username)), {
      query: { brand },
      schema: opsRgMemberSchema,
    }),
  memberAdjustments: (id: number, pageNo: number) =>
    opsValue(at(OPS_MEMBER_PATHS.memberAdjustments, id), {
      query: { pageNo, pageSize: 20 },
      schema: opsAdjustmentPageSchema,
    }),
  adjust: (id: number, body: OpsAdjustmentBody) =>
    opsValue(at(OPS_MEMBER_PATHS.memberAdjustments, id), {
      method: 'POST',
      body,
      schema: opsAdjustmentSchema.extend({ replayed: z.boolean() }),
    }),
  adjustments: (status: AdjustmentStatus | '', pageNo: number) =>
    opsValue(OPS_MEMBER_PATHS.adjustments, {
      query: { status: status || undefined, pageNo, pageSize: 20 },
      schema: opsAdjustmentPageSchema,
    }),
  approve: (id: number, note: string) =>
    opsValue(at(OPS_MEMBER_PATHS.approve, id), {
      method: 'POST',
      body: note ? { note } : {},
      schema: opsAdjustmentSchema,
    }),
  reject: (id: number, note: string) =>
    opsValue(at(OPS_MEMBER_PATHS.reject, id), { method: 'POST', body: { note }, schema: opsAdjustmentSchema }),
};
