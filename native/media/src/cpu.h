// CPU features the hand-written SIMD paths depend on.
#pragma once

// FF_HAVE_X86: the AVX2 paths are compiled in (on x86, unless built with
// -DFRAMEFLEET_PORTABLE_CONVERT); CpuHasAvx2() says whether they run.
#if (defined(__x86_64__) || defined(__i386__)) && !defined(FRAMEFLEET_PORTABLE_CONVERT)
#include <immintrin.h>
#define FF_HAVE_X86 1
#endif

namespace ff {

// True on an x86 CPU with AVX2.
bool CpuHasAvx2();

}  // namespace ff
