/**
 * React as react-instantsearch-core sees it in the browser bundle (astro.config.mjs). Its ES build
 * imports React whole (default and namespace imports); React is CommonJS, and one such import makes
 * the bundler wrap every module's React import, on every page, in an interop helper (37 bytes gzip
 * more on a car page). Through this module it gets the same React, by name: the members it uses.
 */
import {
  Children,
  Fragment,
  createContext,
  createElement,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  version,
} from 'react';

export {
  Children,
  Fragment,
  createContext,
  createElement,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  version,
};

export default {
  Children,
  Fragment,
  createContext,
  createElement,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  version,
};
