import { render } from 'preact';
import './console.css';
render(<main><h1>framefleet</h1></main>, document.getElementById('app')!);
