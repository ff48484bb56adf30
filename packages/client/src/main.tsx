import './app/base.css';
// the shared page and control styles (the ui barrels stay free of side effects, so that only the
// components a chunk uses come with it)
import './ui/page-layout.css';
import './ui/controls/controls.css';
import { boot } from './app/boot.tsx';

void boot();
