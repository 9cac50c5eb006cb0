import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Typed hooks, from one place. The root state is the app's; packages type the slice they read with
 * their own selector functions, so the hooks take `unknown` state and typed selectors narrow it.
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<unknown> = useSelector;
