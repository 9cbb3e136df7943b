// Routes of the HPC area.
export const HPC_PATHS = {
  home: '/member/hpc/home',
  classes: '/member/hpc/classes',
  plans: '/member/hpc/plans',
  planPayment: (planId: number) => `/member/hpc/plans/plan/${planId}/payment`,
  orders: '/member/hpc/orders',
  subscription: '/member/hpc/subscription',
  enrolled: '/member/hpc/enrolled',
  products: '/member/hpc/products',
} as const;
