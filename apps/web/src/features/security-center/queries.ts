import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import { fetchProfile } from './api';

export const profileKey = [...memberKeys.all, 'profile'] as const;

/** The member's profile (SPEC §3) with the state of the bindings and passwords. */
export const profileQuery = () => queryOptions({ queryKey: profileKey, queryFn: fetchProfile });
