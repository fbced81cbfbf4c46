import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface NavigationState {
  isOpen: boolean;
  toggle: () => void;
  setOpen: (isOpen: boolean) => void;
}

/** Spec §2: the navigation's open state is persisted locally. */
export const useNavigationStore = create<NavigationState>()(
  persist(
    (set) => ({
      isOpen: true,
      toggle: () => set((state) => ({ isOpen: !state.isOpen })),
      setOpen: (isOpen) => set({ isOpen }),
    }),
    { name: 'merch-navigation' },
  ),
);
