import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberListPlace } from './listPlaces';

/** Keeps the shown list's place (its address's query) for the way back from its records (listPlaces.ts). */
export const useRememberListPlace = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberListPlace(pathname, search);
  }, [pathname, search]);
};
