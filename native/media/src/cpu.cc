#include "cpu.h"

#include <cstdlib>

namespace ff {

bool CpuHasAvx2() {
#if defined(__x86_64__) || defined(__i386__)
  // FRAMEFLEET_NO_AVX2=1 takes the portable paths, to check that they give the same bytes.
  static const bool have = __builtin_cpu_supports("avx2") && std::getenv("FRAMEFLEET_NO_AVX2") == nullptr;
  return have;
#else
  return false;
#endif
}

}  // namespace ff
