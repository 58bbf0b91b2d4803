// Dashboard figures: board count, sessions, decisions, average board size.
import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../contracts/boards.ts';
import { apiFetch } from './api-client.ts';

export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;

export function getDashboardStats(): Promise<DashboardStats> {
  return apiFetch<DashboardStats>('/dashboard/stats');
}

export function useDashboardStats() {
  return useQuery({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats });
}
