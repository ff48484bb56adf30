import './app/base.css';
import { boot } from './app/boot.tsx';

void boot();
