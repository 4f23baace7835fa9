// CPU features the hand-written SIMD paths depend on.
#pragma once

namespace ff {

// True on an x86 CPU with AVX2.
bool CpuHasAvx2();

}  // namespace ff
