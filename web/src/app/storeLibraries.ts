// The libraries the store is built on (Redux Toolkit, RTK Query's React module, React-Redux, React), reached from
// one of their exports: main.ts loads them as a stage of their own, in a task before the store's modules run (TBT).
export { createApi } from '@reduxjs/toolkit/query/react';
